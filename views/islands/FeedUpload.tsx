/**
 * The portal's feed upload form. The server renders a plain multipart form posted to the upload
 * beside the web tier, which works without JavaScript. Woken, the island sends the same form with
 * XMLHttpRequest (fetch reports no upload progress) and shows the bytes sent of the total as a
 * labelled <progress>; the upload's answer is a redirect, which the request follows, so the island
 * then opens the page it led to: the import's page, or the form again naming what was wrong.
 */
import { useId, useState, type FormEvent } from 'react';
import type { Hydration } from '../hydration';

export interface FeedUploadProps {
  action: string;
  fileLabel: string;
  submitLabel: string;
  /** With {{sent}}, {{total}} and {{percent}}, in the member's language. */
  uploadingText: string;
  /** Shown when the connection broke off before an answer came. */
  failedText: string;
  /** The member's locale, for the sizes. */
  lang: string;
  /** A check box to see the columns on the mapping screen before the import (before the file: the upload reads it first). */
  checkColumnsLabel?: string;
}

interface Progress { loaded: number; total: number }

function sizeOf(bytes: number, lang: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(lang, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 })
    .format(megabytes ? bytes / 1_000_000 : bytes / 1_000);
}

export function uploadLabel(text: string, { loaded, total }: Progress, lang: string): string {
  const percent = total ? Math.floor((loaded / total) * 100) : 0;
  return text.replace('{{sent}}', sizeOf(loaded, lang)).replace('{{total}}', sizeOf(total, lang)).replace('{{percent}}', String(percent));
}

export default function FeedUpload({ action, fileLabel, submitLabel, uploadingText, failedText, lang, checkColumnsLabel }: FeedUploadProps) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failed, setFailed] = useState(false);
  const progressId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progress) return;
    const form = event.currentTarget;
    const request = new XMLHttpRequest();
    request.open('POST', form.action);
    request.upload.onprogress = (sent) => setProgress({ loaded: sent.loaded, total: sent.lengthComputable ? sent.total : 0 });
    request.onload = () => {
      // Followed redirects end on a portal page; an answer that was no redirect is no page to open.
      if (request.responseURL && new URL(request.responseURL).pathname !== new URL(form.action).pathname) window.location.assign(request.responseURL);
      else fail();
    };
    const fail = () => {
      setProgress(null);
      setFailed(true);
    };
    request.onerror = fail;
    request.onabort = fail;
    setFailed(false);
    setProgress({ loaded: 0, total: 0 });
    request.send(new FormData(form));
  };

  return (
    <form method="post" action={action} encType="multipart/form-data" className="stack" onSubmit={submit}>
      {/* One text node after the box: the portal renders static markup, which keeps no marker between two adjacent ones, so hydration would find one where the view has two. */}
      {checkColumnsLabel ? <label className="inline"><input type="checkbox" name="columns" value="check" />{` ${checkColumnsLabel}`}</label> : null}
      <label>{fileLabel}<input type="file" name="feed" accept=".csv,.tsv,.txt,.xml,.gz,text/csv,text/tab-separated-values,application/xml,text/xml,application/gzip" required /></label>
      <button type="submit" disabled={progress !== null}>{submitLabel}</button>
      {progress ? (
        <p className="progress-line">
          <progress id={progressId} max={progress.total || 1} value={progress.loaded} />
          <label htmlFor={progressId}>{uploadLabel(uploadingText, progress, lang)}</label>
        </p>
      ) : null}
      {failed ? <p className="problem" role="alert">{failedText}</p> : null}
    </form>
  );
}

export const hydration: Hydration<Record<never, never>> = { name: 'FeedUpload', when: 'load' };
