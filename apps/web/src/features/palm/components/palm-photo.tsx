import { useUploadedImage } from '../api/uploaded-image.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

interface PalmPhotoProps {
  /** `original_path` or `thumbnail_path` of an upload. */
  path: string | null | undefined;
  alt: string;
  className?: string;
}

/** A private upload, fetched with the bearer token and shown through an object URL. */
export function PalmPhoto({ path, alt, className = '' }: PalmPhotoProps) {
  const image = useUploadedImage(path);
  const url = useObjectUrl(image.data ?? null);
  if (!url) {
    return (
      <div
        role="img"
        aria-label={alt}
        aria-busy={image.isPending && Boolean(path)}
        className={`flex items-center justify-center bg-amber-100 text-amber-700 dark:bg-indigo-800 dark:text-indigo-300 ${className}`.trim()}
      >
        <PalmGlyph />
      </div>
    );
  }
  return <img src={url} alt={alt} className={`object-cover ${className}`.trim()} />;
}

/** A small open hand, shown where a photo is still loading or missing. */
export function PalmGlyph({ className = 'size-1/2 max-h-16 max-w-16' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 300 400"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="16"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M88 385C80 340 72 300 66 268L34 220C22 202 42 184 58 196L80 220L80 92C80 66 112 66 112 92L112 168Q115 176 118 168L118 68C118 40 152 40 152 68L152 166Q155 174 158 166L158 84C158 56 190 56 190 84L190 172Q193 180 196 172L196 124C196 98 224 98 224 124L224 250C224 310 214 350 210 385" />
    </svg>
  );
}
