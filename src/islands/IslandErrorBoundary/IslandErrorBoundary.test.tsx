// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island } from './island';
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

describe('island', () => {
  it('puts an island inside the boundary: its failure is reported in the error box, not thrown at the page', () => {
    const box = document.createElement('div');
    box.id = 'error-box';
    document.body.append(box);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const BrokenIsland = island(Broken);

    render(<BrokenIsland />);

    expect(within(box).getByRole('alert').textContent).toBe('Unexpected Application Error!Carousel data is missing');
  });

  it('passes the island its props', () => {
    const Greeting = island(({ name }: { name: string }) => <p>Hello, {name}</p>);
    render(<Greeting name="Asha" />);
    expect(screen.getByText('Hello, Asha')).toBeTruthy();
  });
});
