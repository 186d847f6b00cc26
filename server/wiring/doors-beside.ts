/**
 * The web process's listener around its app: the marketplace's doors the load balancer may send to
 * any web process (with the marketplace in-process), and in front the web tier's relay of the
 * upload forms, which reads the caller from the browser's cookies and hands the form to the
 * marketplace's door, in this process or at the service's addresses.
 */
import type { RequestListener } from 'node:http';
import express from 'express';
import { FORM_DOORS } from '../../contract/form-doors';
import { BALANCER_DOOR_PREFIXES, doorsRouter, type DoorServices } from '../marketplace/doors';
import { formRelay, inProcessForward, remoteForward, type FormRelayOptions } from '../web/form-relay';
import { mountBeside } from './mount-beside';

export interface DoorsBesideOptions extends FormRelayOptions {
  /** The marketplace in this process: its doors' services. Else `addresses`, the service's. */
  doors?: DoorServices;
  addresses?: readonly string[];
}

export function doorsBeside(app: RequestListener, options: DoorsBesideOptions): RequestListener {
  let shop = app;
  let forward;
  if (options.doors) {
    const beside = doorsRouter(options.doors, { prefixes: BALANCER_DOOR_PREFIXES, hsts: options.trustProxy });
    shop = BALANCER_DOOR_PREFIXES.reduceRight<RequestListener>((inner, prefix) => mountBeside(prefix, beside, inner, { whole: true }), app);
    const forms = express();
    forms.disable('x-powered-by');
    forms.use(doorsRouter(options.doors, { prefixes: FORM_DOORS.map((form) => form.prefix), hsts: options.trustProxy }));
    forward = inProcessForward(forms);
  } else {
    forward = remoteForward(options.addresses ?? []);
  }
  const relay = formRelay(forward, options);
  return FORM_DOORS.reduceRight<RequestListener>((inner, form) => mountBeside(form.prefix, relay, inner), shop);
}
