// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandErrorBoundary } from './IslandErrorBoundary';

function Broken(): never {
  throw new Error('Carousel data is missing');
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('IslandErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    render(
      <IslandErrorBoundary>
        <p>Fine</p>
      </IslandErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeTruthy();
  });

  it('shows the spec’s message and the error in the layout’s error box', () => {
    const box = document.createElement('div');
    box.id = 'error-box';
    document.body.append(box);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <IslandErrorBoundary>
        <Broken />
      </IslandErrorBoundary>,
    );

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unexpected Application Error!');
    expect(alert.textContent).toContain('Carousel data is missing');
    expect(box.contains(alert)).toBe(true);
  });
});
