// /news/create and /news/{newsId}/edit (admins and superadmins): title, the Markdown body with a
// live preview (side by side on a wide screen, 'Write' and 'Preview' tabs on a narrow one), the
// picture (uploaded at once, shown, removable), whom it is for, and Publish. The API's 422 shows
// at the fields it names; after saving the item opens.
import { useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { LinkPreviewCard } from './link-preview-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { ImagePicker } from '../../../components/ui/image-picker';
import { FieldNotes, Input, Textarea } from '../../../components/ui/input';
import { ErrorState, LoadingState, PageHeader, RecordErrorState } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { problemClearing } from '../../../components/ui/problem-clearing';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError, fieldErrors } from '../../../lib/api';
import { useUser } from '../../../lib/auth';
import { useCompanies } from '../../../lib/org';
import { IMAGE_ACCEPT, uploadImage } from '../../../lib/media';
import { toast } from '../../../lib/toast';
import type { News } from '../../../types/api';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX } from '../../../../../worker/features/news/kinds';
import { createNews, revalidateNews, updateNews, useNewsItem } from '../api/news';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { firstLink } from '../lib/link-preview';
import { BackToNews } from './news-item-page';
import { NewsMarkdown } from './news-markdown';

/** What the picture input offers (the API checks the content: docs/media.md). */

const WIDE = '(min-width: 1024px)';

/** Whether a media query matches now, following changes. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function NewsCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('news.form.createTitle'));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <BackToNews />
      <PageHeader title={t('news.form.createTitle')} subtitle={t('news.form.subtitle')} />
      <NewsForm item={null} />
    </div>
  );
}

export function NewsEditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('news.form.editTitle'));
  const { newsId = '' } = useParams();
  const { data, error, mutate } = useNewsItem(newsId);
  let content: ReactNode;
  if (error && !data) {
    content = (
      <RecordErrorState
        error={error}
        notFound={t('news.notFound')}
        loadError={t('news.loadOneError')}
        forbidden={t('news.forbidden')}
        onRetry={() => void mutate()}
      />
    );
  } else if (!data) {
    content = <LoadingState />;
  } else if (!data.can_manage) {
    content = <ErrorState title={t('news.form.notYours')} />;
  } else {
    content = <NewsForm key={data.id} item={data} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <BackToNews />
      <PageHeader title={t('news.form.editTitle')} subtitle={data?.title} />
      {content}
    </div>
  );
}

type Audience = 'everyone' | 'companies';

function NewsForm({ item }: { item: News | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useUser();
  const companies = useCompanies();
  const isSuper = me?.role === 'superadmin';
  const wide = useMediaQuery(WIDE);

  const [title, setTitle] = useState(item?.title ?? '');
  const [body, setBody] = useState(item?.body ?? '');
  // The link's card follows the text once typing pauses: each address it asks about is a fetch (30 a minute).
  const previewLink = useDebouncedValue(firstLink(body), 800);
  const [image, setImage] = useState<string | null>(item?.image ?? null);
  const [audience, setAudience] = useState<Audience>(item && item.companies.length > 0 ? 'companies' : 'everyone');
  // null until the author chooses: an admin's new item is for all of their companies.
  const [chosen, setChosen] = useState<string[] | null>(item ? item.companies.map((company) => company.id) : null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const inlineInput = useRef<HTMLInputElement>(null);
  const bodyBox = useRef<HTMLTextAreaElement>(null);

  const companyOptions = companies.data?.data ?? [];
  const selected = chosen ?? companyOptions.map((company) => company.id);
  const showCompanies = !isSuper || audience === 'companies';

  function toggleCompany(id: string, on: boolean) {
    setChosen(on ? [...selected.filter((other) => other !== id), id] : selected.filter((other) => other !== id));
  }

  async function upload(file: File): Promise<string | null> {
    try {
      const uploaded = await uploadImage('news', file);
      return uploaded.url;
    } catch (error) {
      toast.error(t('imagePicker.failed'), error instanceof ApiError ? error.message : t('errors.unknown'));
      return null;
    }
  }

  /** An image inside the text: uploaded, then `![name](url)` at the cursor. */
  async function handleInline(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setUploading(true);
    const url = await upload(file);
    setUploading(false);
    if (!url) return;
    const alt = file.name.replace(/\.[^.]*$/, '').replace(/[[\]]/g, '');
    const box = bodyBox.current;
    const at = box ? box.selectionEnd : body.length;
    const snippet = `![${alt}](${url})`;
    const before = body.slice(0, at);
    const glue = before && !before.endsWith('\n') ? '\n\n' : '';
    setBody(`${before}${glue}${snippet}\n${body.slice(at)}`);
    setProblems(({ body: _dropped, ...rest }) => rest);
  }

  function focusFirstProblem(found: Record<string, string>) {
    const order = ['title', 'body', 'image', 'company_ids'];
    const first = order.find((name) => found[name]);
    if (!first) return;
    if (first === 'body' && !wide) setTab('write');
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const local: Record<string, string> = {};
    if (!title.trim()) local.title = t('fieldErrors.news.title_required');
    if (!body.trim()) local.body = t('fieldErrors.news.body_required');
    if (showCompanies && selected.length === 0) local.company_ids = t('news.form.chooseCompany');
    setProblems(local);
    setFailure(null);
    if (Object.keys(local).length > 0) {
      focusFirstProblem(local);
      return;
    }
    busy.current = true;
    setSaving(true);
    const input = { title: title.trim(), body, image, company_ids: showCompanies ? selected : [] };
    try {
      const saved = item ? await updateNews(item.id, input) : await createNews(input);
      toast.success(item ? t('news.toasts.updated') : t('news.toasts.published'), saved.title);
      void revalidateNews();
      navigate(`/news/${saved.id}`);
    } catch (error) {
      const fields = fieldErrors(error);
      setProblems(fields);
      if (Object.keys(fields).length === 0) setFailure(error instanceof ApiError ? error.message : t('errors.unknown'));
      else focusFirstProblem(fields);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  const editor = (
    <div className="flex flex-col gap-2">
      <Textarea
        ref={bodyBox}
        label={t('news.form.body')}
        hint={t('news.form.bodyHint')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={problems.body}
        maxLength={NEWS_BODY_MAX}
        rows={wide ? 18 : 12}
        data-field="body"
        className="[&_textarea]:font-mono"
      />
      <div>
        <input
          ref={inlineInput}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="news-inline-file"
          onChange={(event) => void handleInline(event)}
        />
        <Button
          variant="ghost"
          className="border border-stone-300 dark:border-stone-700"
          isLoading={uploading}
          disabled={uploading}
          onClick={() => inlineInput.current?.click()}
        >
          <Icon name="image" className="size-4" />
          {t('news.form.insertImage')}
        </Button>
      </div>
    </div>
  );

  const preview = (
    <div
      className="flex min-h-40 flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
      data-testid="news-preview"
    >
      {body.trim()
        ? <NewsMarkdown text={body} />
        : <p className="text-sm text-stone-600 dark:text-stone-400">{t('news.form.previewEmpty')}</p>}
      {previewLink && <LinkPreviewCard url={previewLink} />}
    </div>
  );

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      {...problemClearing(setProblems)}
      noValidate
      className="flex flex-col gap-6"
    >
      {failure && <Alert>{failure}</Alert>}
      <Input
        label={t('news.form.title')}
        name="title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={problems.title}
        maxLength={NEWS_TITLE_MAX}
        required
        autoComplete="off"
        data-field="title"
      />

      {wide
        ? (
          <div className="grid grid-cols-2 gap-6">
            {editor}
            <section aria-labelledby="news-preview-heading" className="flex flex-col gap-1.5">
              <h2 id="news-preview-heading" className="text-sm font-medium">
                {t('news.form.preview')}
              </h2>
              {preview}
            </section>
          </div>
        )
        : (
          <Tabs
            label={t('news.form.bodyTabs')}
            tabs={[
              { id: 'write', label: t('news.form.write'), icon: 'pencil' },
              { id: 'preview', label: t('news.form.preview'), icon: 'search' },
            ]}
            value={tab}
            onChange={setTab}
          >
            {tab === 'write' ? editor : preview}
          </Tabs>
        )}

      <ImagePicker
        kind="news"
        id="news-picture"
        value={image}
        onChange={(url) => {
          setImage(url);
          setProblems(({ image: _dropped, ...rest }) => rest);
        }}
        label={t('news.form.picture')}
        previewAlt={t('news.form.picturePreview')}
        error={problems.image}
      />

      <fieldset className="flex flex-col gap-3" aria-describedby={problems.company_ids ? 'news-audience-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('news.form.audience')}</legend>
        {isSuper && (
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            {(['everyone', 'companies'] as const).map((value) => (
              <label key={value} className="inline-flex min-h-10 items-center gap-2">
                <input
                  type="radio"
                  name="audience"
                  value={value}
                  checked={audience === value}
                  onChange={() => {
                    setAudience(value);
                    setProblems(({ company_ids: _dropped, ...rest }) => rest);
                  }}
                  className="size-4 accent-primary-700"
                  data-field={value === 'everyone' && audience === 'everyone' ? 'company_ids' : undefined}
                />
                {value === 'everyone' ? t('news.everyone') : t('news.form.chosenCompanies')}
              </label>
            ))}
          </div>
        )}
        {showCompanies
          && (companies.error
            ? <Alert>{companies.error.message}</Alert>
            : !companies.data
            ? <LoadingState className="py-2" />
            : (
              <ul className={`flex flex-col gap-1 ${isSuper ? 'pl-6' : ''}`} aria-label={t('news.form.companies')}>
                {companyOptions.map((company, index) => (
                  <li key={company.id}>
                    <label className="inline-flex min-h-10 items-center gap-2">
                      <input
                        type="checkbox"
                        name="company_ids"
                        checked={selected.includes(company.id)}
                        onChange={(event) => toggleCompany(company.id, event.target.checked)}
                        className="size-4 accent-primary-700"
                        data-field={index === 0 ? 'company_ids' : undefined}
                      />
                      {company.name}
                    </label>
                  </li>
                ))}
              </ul>
            ))}
        <FieldNotes id="news-audience" hint={!isSuper ? t('news.form.audienceHint') : undefined} error={problems.company_ids} />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end dark:border-stone-800">
        <Button variant="ghost" onClick={() => navigate(item ? `/news/${item.id}` : '/news/all-news')} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={saving} disabled={uploading}>
          {item ? t('common.saveChanges') : t('news.form.publish')}
        </Button>
      </div>
    </form>
  );
}
