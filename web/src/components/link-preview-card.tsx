// The preview card of a link (its page's title, description, image and site name from
// GET /api/link-preview?url=). Replaced at merge: the link-preview branch builds the real card with
// this export; until then it shows the address as an outside link, so screens can use it already.
import { linkClasses } from './ui/link';

export function LinkPreviewCard({ url }: { url: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm dark:border-stone-700 dark:bg-stone-800/60" data-testid="link-preview">
      <a href={url} target="_blank" rel="noopener noreferrer" className={`break-all ${linkClasses}`}>
        {url}
      </a>
    </div>
  );
}
