import { describe, expect, it } from 'vitest';
import { plaintiffWorkSentence } from './plaintiff-work.ts';

const injured = { name: 'Omar Okafor', isWrongfulDeath: false, possessive: 'his' };
const died = { name: 'Grace Lin', isWrongfulDeath: true, possessive: 'her' };

describe("the background's sentence on the plaintiff's work", () => {
  it('names the occupation and the employer at the time of the injury', () => {
    expect(plaintiffWorkSentence({ ...injured, occupation: 'machinist', employer: 'Delta Tool & Die' })).toBe(
      'At the time of the injury, Omar Okafor worked as a machinist for Delta Tool & Die.',
    );
  });

  it('speaks of the death in a wrongful-death case', () => {
    expect(plaintiffWorkSentence({ ...died, occupation: 'electrician', employer: 'Bay Power' })).toBe(
      'At the time of her death, Grace Lin worked as an electrician for Bay Power.',
    );
  });

  it('says what it has when only one of the two was entered', () => {
    expect(plaintiffWorkSentence({ ...injured, occupation: 'machinist' })).toBe(
      'At the time of the injury, Omar Okafor worked as a machinist.',
    );
    expect(plaintiffWorkSentence({ ...injured, occupation: ' ', employer: 'Delta Tool & Die' })).toBe(
      'At the time of the injury, Omar Okafor worked for Delta Tool & Die.',
    );
  });

  it('keeps an article the economist typed', () => {
    expect(plaintiffWorkSentence({ ...injured, occupation: 'the shop foreman' })).toBe(
      'At the time of the injury, Omar Okafor worked as the shop foreman.',
    );
  });

  it('is left out when neither was entered', () => {
    expect(plaintiffWorkSentence(injured)).toBeUndefined();
    expect(plaintiffWorkSentence({ ...injured, occupation: '', employer: '  ' })).toBeUndefined();
  });
});
