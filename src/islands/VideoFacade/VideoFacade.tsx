import { useState, type ReactNode } from 'react';
import { fillTemplate } from '../../lib/fillTemplate';
import { island } from '../IslandErrorBoundary/island';
import { isPlainClick } from '../isPlainClick';
import { useHydrated } from '../useHydrated';
import styles from './VideoFacade.module.scss';

interface Props {
  videoId: string;
  title: string;
  /** The poster: a drawing in the page (VideoPoster.astro passes it in; art.ts says why). */
  children: ReactNode;
  /** e.g. "Play video: {title}". */
  playLabel: string;
  newTabNote: string;
}

/**
 * The product video as a facade: a poster and a play button. Nothing is requested from
 * YouTube until the visitor asks; then the privacy-enhanced (youtube-nocookie) player loads.
 * Before hydration (or without JavaScript) the play button is a plain link to the video.
 */
function VideoFacade({ videoId, title, children, playLabel, newTabNote }: Props): ReactNode {
  const [playing, setPlaying] = useState(false);
  // Before hydration the link opens YouTube in a new tab and says so; once live it plays here.
  const live = useHydrated();
  const watchUrl = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

  return (
    <div className={styles['frame']}>
      {playing ? (
        <iframe
          className={styles['player']}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <a
          className={styles['poster']}
          href={watchUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            // Ctrl/Cmd-, Shift- or middle-click: the visitor asked for the video in a new tab or window.
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setPlaying(true);
          }}
        >
          <span className={styles['image']} aria-hidden="true">
            {children}
          </span>
          <span className={styles['play']} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </span>
          <span className={styles['label']}>
            {fillTemplate(playLabel, { title })}
            {live ? null : <span className={styles['visuallyHidden']}> {newTabNote}</span>}
          </span>
        </a>
      )}
    </div>
  );
}

export default island(VideoFacade);
