import type { FastifyInstance } from 'fastify';
import type { DeliveryChannels } from '../../src/notifications/deliver.js';
import { createRecordingNotifier } from '../test-support/app.js';

/**
 * What a second worker of `app`'s shop delivers through: the app's database, mail transport,
 * address and secret, with a notifier of the test's own. Test code only.
 */
export function appChannels(app: FastifyInstance): DeliveryChannels {
  return {
    db: app.db,
    mail: app.notifications.mail,
    notifier: createRecordingNotifier(),
    publicUrl: app.config.publicUrl,
    mailConfig: app.config.mail,
    secret: app.sessionSecret,
  };
}
