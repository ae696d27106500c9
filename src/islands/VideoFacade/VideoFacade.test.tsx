// @vitest-environment jsdom
import { ui } from '../../test/siteContent';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import VideoFacade from './VideoFacade';

// As VideoPoster.astro passes them.
const props = {
  videoId: 'dQw4w9WgXcQ',
  title: 'RiseERP in two minutes',
  children: <svg viewBox="0 0 16 9" />,
  playLabel: ui.video.play,
  newTabNote: ui.footer.newTab,
};
const playName = ui.video.play.replace('{title}', props.title);

afterEach(cleanup);

describe('VideoFacade', () => {
  it('is a link to the video on YouTube, and loads no player until asked', () => {
    render(<VideoFacade {...props} />);

    const play = screen.getByRole('link', { name: playName });
    expect(play.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says the link opens a new tab only in the server’s HTML, where it does', () => {
    const html = renderToString(<VideoFacade {...props} />);
    expect(html).toContain(ui.footer.newTab);

    render(<VideoFacade {...props} />);
    expect(screen.getByRole('link', { name: playName }).textContent).not.toContain(ui.footer.newTab);
  });

  it('plays in place on click: the privacy-enhanced player, named by the title, and no navigation', () => {
    render(<VideoFacade {...props} />);

    const followed = fireEvent.click(screen.getByRole('link', { name: playName }));

    expect(followed).toBe(false);
    expect(screen.queryByRole('link', { name: playName })).toBeNull();
    const player = screen.getByTitle(props.title);
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });
});
