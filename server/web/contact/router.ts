/**
 * The contact form's write path (works without JavaScript), mounted after the edition middleware:
 * a POST to the contact page stores the message through the marketplace and answers 303 to the
 * page with a confirmation (Post/Redirect/Get). A field the marketplace refuses, or a marketplace
 * that cannot store it, shows the form again with what was typed. The same-origin check and the
 * write rate limit run before this router for every POST. Nothing the shopper wrote is logged.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { Locale } from '../../../locales/editions';
import type { ContactField } from '../../../views/pages/ContactPage';
import type { MarketplaceClient } from '../marketplace-client';
import { localsOf, upstreamHeadersOf } from '../request-context';
import { matchRoute, pathFor } from '../routes/table';
import { contactTopicSlug } from './topic';
import { rememberContactOutcome } from './form-outcome';

const FIELDS: readonly ContactField[] = ['name', 'email', 'orderNumber', 'message'];

function isContactPage(req: Request, res: Response): boolean {
  const { locale } = localsOf(res);
  if (!locale) return false;
  const route = matchRoute((res.locals.editionPath as string | undefined) ?? req.path, locale);
  return route?.page === 'Info' && (route.params as { topic: string }).topic === contactTopicSlug(locale);
}

/** The form's text fields, each a string or absent; anything else in the post is ignored. */
function valuesOf(body: unknown): Partial<Record<ContactField, string>> {
  const form = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(FIELDS.flatMap((field) => (typeof form[field] === 'string' ? [[field, form[field]]] : [])));
}

export function contactRouter(marketplace: MarketplaceClient): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 });

  router.use((req, res, next) => {
    if (req.method !== 'POST' || !isContactPage(req, res)) return next();
    form(req, res, async (error?: unknown) => {
      const { locale, prefixed } = localsOf(res);
      const values = valuesOf(error ? {} : req.body);
      if (error) {
        rememberContactOutcome(req, { values, error: 'form', status: 400 });
        return next();
      }
      try {
        const body = { name: values.name ?? '', email: values.email ?? '', message: values.message ?? '', ...(values.orderNumber?.trim() ? { orderNumber: values.orderNumber } : {}) };
        const outcome = await marketplace.attempt('POST /contact-messages', { body }, upstreamHeadersOf(req, locale));
        if (outcome.ok) {
          const page = pathFor(`Info___${locale}` as `Info___${Locale}`, { topic: contactTopicSlug(locale) }, { prefix: prefixed, query: { sent: '1' } });
          res.set('cache-control', 'no-store').redirect(303, page);
          return;
        }
        if (outcome.status === 400) {
          const field = FIELDS.find((candidate) => candidate === outcome.problem.field);
          rememberContactOutcome(req, { values, error: field ?? 'form', status: 400 });
        } else {
          req.log?.warn({ status: outcome.status }, 'contact message not stored');
          rememberContactOutcome(req, { values, error: 'unavailable', status: 503 });
        }
        next();
      } catch (failure) {
        req.log?.warn({ err: { message: (failure as Error).message } }, 'contact message not stored');
        rememberContactOutcome(req, { values, error: 'unavailable', status: 503 });
        next();
      }
    });
  });
  return router;
}
