import { describe, expect, it } from 'vitest';
import { partiesTold, SERVICE_EVENTS } from './service-events.js';

describe('the table of service events', () => {
  it('tells the other side of every step a party takes, except a request waiting in the designers’ queue', () => {
    const unheard = Object.entries(SERVICE_EVENTS)
      .filter(([, rule]) => rule.by !== 'roomboard' && !((rule.by === 'member' ? 'designer' : 'member') in rule.tell))
      .map(([event]) => event);
    expect(unheard).toEqual(['review.asked', 'project.brief-sent', 'project.concept-added']);
  });

  it('says "both" as a notification and a mail', () => {
    expect(partiesTold('project.concept-chosen')).toEqual([{ party: 'designer', notification: true, mail: true }]);
    expect(partiesTold('consultation.cancelled-by-member')).toEqual([
      { party: 'member', notification: false, mail: true },
      { party: 'designer', notification: true, mail: true },
    ]);
  });
});
