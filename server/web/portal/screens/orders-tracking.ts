/**
 * The tracking file: a page with the upload (a plain multipart form, no script), the template to
 * download, and after an upload what was shipped and each row refused with its reason.
 */
import type { Request } from 'express';
import { TrackingPage, type TrackingPageProps } from '../../../../views/portal/TrackingPage';
import type { BeforeHandler } from '../../back-office/screen';
import { isMultipart, readFormWithFiles, type SentFiles } from '../../pages/form-files';
import { portalPage, portalScreen } from '../area';
import { readTrackingFile, TRACKING_FILE_BYTES, trackingTemplate } from '../tracking-file';
import { shipRows } from '../tracking-shipments';

type TrackingOutcome = Pick<TrackingPageProps, 'problem' | 'result'> & { status: number };

/** Where the upload's file waits between reading the form and the action (null: the form could not be read). */
const UPLOADED = Symbol('tracking file');
type WithUpload = Request & { [UPLOADED]?: SentFiles | null };

/** Reads the multipart form before the area's urlencoded reader, which passes over it. */
const readUpload: BeforeHandler = (req, _res, next) => {
  if (!isMultipart(req)) return next();
  void readFormWithFiles(req, { limit: '4kb', parameterLimit: 10, files: { field: 'file', count: 1, bytesEach: TRACKING_FILE_BYTES } }).then((sent) => {
    (req as WithUpload)[UPLOADED] = sent?.files ?? null;
    req.body = sent?.body ?? {};
    next();
  });
};

export function portalTrackingScreens() {
  const page = portalScreen<TrackingOutcome>({
    path: '/orders/tracking',
    guard: 'member',
    async load({ who, outcome }) {
      return portalPage(TrackingPage, { t: who.t, lang: who.lang, shopName: who.member.shopName, problem: outcome?.problem, result: outcome?.result }, outcome?.status ?? 200);
    },
    action: {
      // The file's bytes are bounded by the reader; the form's own few fields by this.
      form: { limit: `${TRACKING_FILE_BYTES / 1024 + 64}kb`, parameterLimit: 10 },
      before: [readUpload],
      async run({ who, request }) {
        const files = (request as WithUpload)[UPLOADED];
        const again = (problem: NonNullable<TrackingPageProps['problem']>) => ({ kind: 'outcome' as const, outcome: { status: 400, problem } });
        if (files === undefined || files === null) return again('noFile');
        if (files.tooLarge) return again('tooLarge');
        const file = files.files[0];
        if (!file) return again('noFile');
        const read = readTrackingFile(file);
        if ('problem' in read) return again(read.problem);
        const result = await shipRows(who, read.rows, read.short);
        return { kind: 'outcome', outcome: { status: result.refused.length > 0 && result.shipped.length === 0 ? 400 : 200, result } };
      },
    },
  });

  const template = portalScreen({
    path: '/orders/tracking-template.csv',
    guard: 'member',
    async load({ who }) {
      const text = await trackingTemplate(who.call, who.t, who.lang);
      if (text === null) return who.unavailable();
      return { kind: 'file', contentType: 'text/csv; charset=utf-8', filename: `${who.t('portal.tracking.templateFile')}.csv`, body: text };
    },
  });

  return [page, template];
}
