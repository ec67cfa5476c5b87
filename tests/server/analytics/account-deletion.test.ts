import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, children, consentRecords } from '../../../server/db/child-tables';
import { createChild } from '../children/child-requests';
import { registerParent } from '../helpers/accounts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

describe('deleting an account', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('removes its kid profiles, its consent records and its analytics events, and nobody else’s', async () => {
    const [leaving, staying] = [await registerParent(testApp.app), await registerParent(testApp.app)];
    for (const parent of [leaving, staying]) {
      await createChild(testApp.app, parent, { name: 'Kid One' });
      await createChild(testApp.app, parent, { name: 'Kid Two' });
      for (const analytics of [true, false, true]) {
        const consent = await testApp.app.inject({
          method: 'PATCH',
          url: '/api/v1/consents/preferences',
          headers: parent.headers,
          payload: {
            analytics,
            personalization: false,
            marketing: false,
            dataCollection: false,
            version: '2025-privacy-v1',
          },
        });
        expect(consent.statusCode).toBe(200);
      }
      const tracked = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/track',
        headers: parent.headers,
        payload: {
          eventName: 'app_opened',
          eventId: `opened-${parent.user.id}`,
          context: { childMode: false, analyticsConsent: true },
        },
      });
      expect(tracked.json()).toEqual({ data: { accepted: true } });
    }
    const { db } = testApp.database;
    const countsFor = async (userId: string) => ({
      children: (await db.select().from(children).where(eq(children.parentId, userId))).length,
      consentRecords: (await db.select().from(consentRecords).where(eq(consentRecords.userId, userId)))
        .length,
      analyticsEvents: (await db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)))
        .length,
    });
    expect(await countsFor(leaving.user.id)).toEqual({ children: 2, consentRecords: 3, analyticsEvents: 1 });

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${leaving.user.id}`,
      headers: leaving.headers,
    });

    expect(deleted.statusCode).toBe(204);
    expect(await countsFor(leaving.user.id)).toEqual({ children: 0, consentRecords: 0, analyticsEvents: 0 });
    expect(
      await db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.eventId, `opened-${leaving.user.id}`)),
    ).toEqual([]);
    expect(await countsFor(staying.user.id)).toEqual({ children: 2, consentRecords: 3, analyticsEvents: 1 });
  });
});
