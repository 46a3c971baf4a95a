// A news body rendered from Markdown, safely (spec/product-rules.md "News and link preview"):
// react-markdown with GitHub's flavour and its defaults only, so raw HTML never becomes markup
// (it is dropped or shown as text), `javascript:` and other unsafe addresses are removed, and
// nothing goes through dangerouslySetInnerHTML. Never add rehype-raw here.
//
// Outside links open in a new tab without access to this page (noopener noreferrer). Images show
// only when they are files of this host (uploads); the app's CSP blocks other hosts' images, so one
// from another https site is shown as a link to it, and anything else as its alt text.
//
// `compact` is the feed's excerpt: headings become bold lines, images are left out and links are
// plain text (the excerpt is clamped, and a link hidden by the clamp must not take the focus; the
// card's title and the preview card lead on).
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { linkClasses } from '../../../components/ui/link';
import { isOutsideLink, isOwnImage } from '../lib/markdown-urls';

const REMARK_PLUGINS = [remarkGfm];

type NewsMarkdownProps = { text: string; compact?: boolean; className?: string };

const headingClasses = {
  h2: 'mt-6 mb-3 text-xl font-bold first:mt-0',
  h3: 'mt-5 mb-2 text-lg font-bold first:mt-0',
  h4: 'mt-4 mb-2 text-base font-bold first:mt-0',
  h5: 'mt-4 mb-2 text-base font-semibold first:mt-0',
  h6: 'mt-4 mb-2 text-sm font-semibold tracking-wide uppercase first:mt-0',
} as const;

type Level = keyof typeof headingClasses;

/** Headings of the body sit under the item's title (h1): # becomes h2, and so on. */
function heading(Tag: Level, compact: boolean) {
  return function Heading({ children }: { children?: ReactNode }) {
    if (compact) return <p className="font-semibold">{children}</p>;
    return <Tag className={headingClasses[Tag]}>{children}</Tag>;
  };
}

function OutsideLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`break-words ${linkClasses} underline`}>
      {children}
      <span className="sr-only">{t('news.opensInNewTab')}</span>
    </a>
  );
}

function components(compact: boolean, taskLabels: { done: string; open: string }): Components {
  return {
    h1: heading('h2', compact),
    h2: heading('h3', compact),
    h3: heading('h4', compact),
    h4: heading('h5', compact),
    h5: heading('h6', compact),
    h6: heading('h6', compact),
    p: ({ children }) => <p className="my-3 first:mt-0 last:mb-0">{children}</p>,
    a: ({ href, children }) => {
      if (compact || !href) return <span className="font-semibold text-primary-800 dark:text-primary-300">{children}</span>;
      if (isOutsideLink(href)) return <OutsideLink href={href}>{children}</OutsideLink>;
      return (
        <a href={href} className={`break-words ${linkClasses} underline`}>
          {children}
        </a>
      );
    },
    img: ({ src, alt }) => {
      const source = typeof src === 'string' ? src : undefined;
      if (compact) return null;
      if (isOwnImage(source)) {
        return <img src={source} alt={alt ?? ''} loading="lazy" className="my-3 inline-block max-h-[32rem] max-w-full rounded-lg" />;
      }
      if (source && /^https:\/\//i.test(source)) return <OutsideLink href={source}>{alt || source}</OutsideLink>;
      return alt ? <span>{alt}</span> : null;
    },
    ul: ({ children, className }) => (
      <ul className={`my-3 flex flex-col gap-1 ${className?.includes('contains-task-list') ? 'list-none' : 'list-disc pl-6'}`}>
        {children}
      </ul>
    ),
    ol: ({ children, start }) => (
      <ol start={start} className="my-3 flex list-decimal flex-col gap-1 pl-6">
        {children}
      </ol>
    ),
    li: ({ children }) => <li className="pl-1 marker:text-stone-500 dark:marker:text-stone-400">{children}</li>,
    input: ({ checked, type }) =>
      type === 'checkbox'
        ? (
          <input
            type="checkbox"
            checked={!!checked}
            disabled
            readOnly
            aria-label={checked ? taskLabels.done : taskLabels.open}
            className="mr-2 align-middle"
          />
        )
        : null,
    blockquote: ({ children }) => (
      <blockquote className="my-3 border-l-4 border-primary-300 pl-4 text-stone-700 italic dark:border-primary-700 dark:text-stone-300">
        {children}
      </blockquote>
    ),
    pre: ({ children }) =>
      compact ? <pre className="font-mono text-sm whitespace-pre-wrap">{children}</pre> : (
        <pre
          tabIndex={0}
          className="my-3 overflow-x-auto rounded-lg bg-stone-100 p-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-primary-600 dark:bg-stone-800 [&>code]:bg-transparent [&>code]:p-0"
        >
          {children}
        </pre>
      ),
    code: ({ children, className }: ComponentProps<'code'>) => (
      <code className={`rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-stone-800 ${className ?? ''}`}>{children}</code>
    ),
    hr: () => <hr className="my-6 border-stone-200 dark:border-stone-700" />,
    table: ({ children }) =>
      compact ? null : (
        <div tabIndex={0} className="my-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary-600">
          <table className="min-w-full border-collapse text-sm">{children}</table>
        </div>
      ),
    th: ({ children, style }) => (
      <th
        style={style}
        className="border border-stone-300 bg-stone-100 px-3 py-2 text-left font-semibold dark:border-stone-700 dark:bg-stone-800"
      >
        {children}
      </th>
    ),
    td: ({ children, style }) => (
      <td style={style} className="border border-stone-300 px-3 py-2 dark:border-stone-700">
        {children}
      </td>
    ),
    del: ({ children }) => <del className="text-stone-600 dark:text-stone-400">{children}</del>,
  };
}

export function NewsMarkdown({ text, compact = false, className = '' }: NewsMarkdownProps) {
  const { t } = useTranslation();
  const done = t('news.markdown.taskDone');
  const open = t('news.markdown.taskOpen');
  // The same components on every render, so typing in the live preview does not remount them.
  const parts = useMemo(() => components(compact, { done, open }), [compact, done, open]);
  return (
    <div className={`break-words ${className}`} data-testid="news-markdown">
      <Markdown remarkPlugins={REMARK_PLUGINS} components={parts}>
        {text}
      </Markdown>
    </div>
  );
}
