/** The feed upload form: a plain multipart form posted to the upload beside the web tier. */
export function FeedUploadForm({ action, fileLabel, submitLabel }: { action: string; fileLabel: string; submitLabel: string }) {
  return (
    <form method="post" action={action} encType="multipart/form-data" className="stack">
      <label>{fileLabel}<input type="file" name="feed" accept=".csv,.tsv,.txt,.gz,text/csv,text/tab-separated-values,application/gzip" required /></label>
      <button type="submit">{submitLabel}</button>
    </form>
  );
}
