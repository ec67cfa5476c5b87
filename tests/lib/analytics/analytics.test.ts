import { describe, expect, it, vi } from 'vitest';
import { REDACTED } from '@/contract/analytics';
import { createAnalytics } from '@/features/analytics/analytics';
import type { AnalyticsEvent, AnalyticsSender } from '@/features/analytics/analytics-event';
import { createEventBuffer } from '@/features/analytics/event-buffer';

function setup() {
  const sent: AnalyticsEvent[] = [];
  const sender: AnalyticsSender = {
    send: vi.fn(async (event: AnalyticsEvent) => {
      sent.push(event);
    }),
    teardown: vi.fn(async () => undefined),
  };
  const loadSender = vi.fn(async () => sender);
  let id = 0;
  const analytics = createAnalytics({ loadSender, newId: () => `id-${(id += 1)}` });
  return { analytics, sent, sender, loadSender };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const parentWithConsent = { childMode: false, analyticsConsent: true };

describe('analytics buffer', () => {
  it('holds at most 1000 events, then keeps the latest 500', () => {
    const buffer = createEventBuffer<number>();
    for (let i = 1; i <= 1000; i += 1) buffer.push(i);
    expect(buffer.size).toBe(1000);
    buffer.push(1001);
    expect(buffer.size).toBe(500);
    const kept = buffer.drain();
    expect(kept[0]).toBe(502);
    expect(kept.at(-1)).toBe(1001);
    expect(buffer.size).toBe(0);
  });
});

describe('analytics', () => {
  it('in child mode only buffers, and loads no sender', async () => {
    const { analytics, loadSender } = setup();
    analytics.setContext({ childMode: true, analyticsConsent: true });
    analytics.track('story_started', { storyId: 's-1' });
    await settle();
    expect(loadSender).not.toHaveBeenCalled();
    expect(analytics.bufferedCount).toBe(1);
  });

  it('without consent only buffers', async () => {
    const { analytics, loadSender } = setup();
    analytics.setContext({ childMode: false, analyticsConsent: false });
    analytics.track('story_started');
    await settle();
    expect(loadSender).not.toHaveBeenCalled();
  });

  it('granting consent in parent mode loads the sender and flushes the buffer, in order', async () => {
    const { analytics, sent, loadSender } = setup();
    analytics.track('first');
    analytics.track('second');
    analytics.setContext(parentWithConsent);
    analytics.track('third');
    await settle();
    expect(loadSender).toHaveBeenCalledTimes(1);
    expect(sent.map((event) => event.name)).toEqual(['first', 'second', 'third']);
    expect(analytics.bufferedCount).toBe(0);
  });

  it('sanitizes properties before buffering', () => {
    const { analytics } = setup();
    const event = analytics.track('signed_up', {
      email: 'ana@example.com',
      note: 'write to ana@example.com',
      screen: 'auth',
    });
    expect(event.properties).not.toHaveProperty('email');
    expect(event.properties['note']).toBe(`write to ${REDACTED.email}`);
    expect(event.properties['screen']).toBe('auth');
  });

  it('withdrawing consent tears the sender down and clears the buffer', async () => {
    const { analytics, sender } = setup();
    analytics.setContext(parentWithConsent);
    analytics.track('a');
    await settle();
    analytics.setContext({ childMode: true, analyticsConsent: true });
    analytics.track('buffered');
    analytics.setContext({ childMode: true, analyticsConsent: false });
    await settle();
    expect(sender.teardown).toHaveBeenCalled();
    expect(analytics.bufferedCount).toBe(0);
  });

  it('returning to child mode tears the sender down and clears the buffer', async () => {
    const { analytics, sender } = setup();
    analytics.setContext(parentWithConsent);
    analytics.track('a');
    await settle();
    analytics.setContext({ childMode: true, analyticsConsent: true });
    await settle();
    expect(sender.teardown).toHaveBeenCalledTimes(1);
  });

  it('a new session id when every consent is withdrawn; events carry the user', () => {
    const { analytics } = setup();
    const before = analytics.sessionId;
    analytics.startNewSession();
    expect(analytics.sessionId).not.toBe(before);
    analytics.setContext({ childMode: true, analyticsConsent: false, userId: 'u-1', childId: 'k-1' });
    expect(analytics.track('x')).toMatchObject({
      userId: 'u-1',
      childId: 'k-1',
      sessionId: analytics.sessionId,
    });
  });
});
