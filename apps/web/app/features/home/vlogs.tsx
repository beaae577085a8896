import type { Video } from "@graha/contracts";
import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { SectionHeading } from "./section-heading";

/** YouTube's privacy-enhanced player: no cookies until the visitor plays the video. */
export const embedUrl = (youtubeId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
export const watchUrl = (youtubeId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;

/** One video: a drawn cover with a play button; the player loads only once it is pressed. */
function VideoCard({ video }: { video: Video }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-gold-400/15 bg-night-900/70">
      <div className="relative aspect-video w-full">
        {playing ? (
          <iframe
            src={embedUrl(video.youtube_id)}
            title={video.title}
            className="absolute inset-0 h-full w-full"
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={t("homePage.vlogs.play", { title: video.title })}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-night-700 via-night-800 to-saffron-500/30 p-4 text-center"
          >
            <span
              aria-hidden="true"
              className="flex h-14 w-14 items-center justify-center rounded-full bg-saffron-500 text-2xl text-night-950 shadow-lg transition-transform group-hover:scale-110"
            >
              ▶
            </span>
            <span className="font-display text-lg font-semibold text-gold-200">{video.title}</span>
          </button>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
        <span className="min-w-0 truncate text-cream/80">{video.title}</span>
        <a
          href={watchUrl(video.youtube_id)}
          target="_blank"
          rel="noopener noreferrer"
          className="shrink-0 font-semibold text-saffron-300 hover:underline"
        >
          {t("homePage.vlogs.watchOnYouTube")}
        </a>
      </div>
    </li>
  );
}

/** The spec's vlogs: each video a player (click to load) with a Watch on YouTube footer. */
export function Vlogs({ videos }: { videos: Video[] }) {
  const { t } = useTranslation();
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="vlogs-title" className="mx-auto max-w-7xl px-5 py-14">
      <SectionHeading id="vlogs-title" title={t("homePage.vlogs.title")} subtitle={t("homePage.vlogs.subtitle")} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <VideoCard key={video.id} video={video} />
        ))}
      </ul>
    </section>
  );
}
