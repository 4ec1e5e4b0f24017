import { describe, expect, it } from 'vitest';
import { listingFields } from '@espasyo/domain/listings/schema';
import { loadedMessages, loadMessages } from '@/lib/i18n';
import {
  nextStep,
  previousStep,
  stepFields,
  stepFromSearch,
  stepLabel,
  stepNumber,
  stepOfField,
  wizardSteps,
} from './steps';

describe('the listing form’s steps', () => {
  it('go type → basics → address → size → features → photos → prices → review', () => {
    expect(wizardSteps).toEqual(['type', 'basics', 'address', 'size', 'features', 'photos', 'prices', 'review']);
    expect(stepNumber('type')).toBe(1);
    expect(stepNumber('address')).toBe(3);
    expect(stepNumber('review')).toBe(8);
    expect(nextStep('address')).toBe('size');
    expect(nextStep('review')).toBeNull();
    expect(previousStep('basics')).toBe('type');
    expect(previousStep('type')).toBeNull();
  });

  it('read the step from the address, starting at basics when it names none or an unknown one', () => {
    expect(stepFromSearch('photos')).toBe('photos');
    expect(stepFromSearch(null)).toBe('basics');
    expect(stepFromSearch('nope')).toBe('basics');
  });

  it('ask for size for storage and warehouses, vehicles and cover for parking', async () => {
    await Promise.all([loadMessages('en', ['listingWizard']), loadMessages('fil', ['listingWizard'])]);
    const en = loadedMessages('en', 'listingWizard')!;
    const fil = loadedMessages('fil', 'listingWizard')!;
    expect(stepFields('size', 'storage')).toEqual(['width', 'length', 'height']);
    expect(stepFields('size', 'parking')).toEqual(['vehicleTypes', 'covered']);
    expect(stepLabel('size', 'warehouse', en.steps)).toBe('Size');
    expect(stepLabel('size', 'parking', en.steps)).toBe('Vehicles');
    expect(stepLabel('size', 'parking', fil.steps)).toBe('Mga sasakyan');
  });

  it('ask for an hourly price for parking only', () => {
    expect(stepFields('prices', 'parking')).toContain('pricePerHour');
    expect(stepFields('prices', 'storage')).not.toContain('pricePerHour');
  });

  it('ask for every field of the shared schema on exactly one step', () => {
    const asked = wizardSteps.flatMap((s) => [...new Set([...stepFields(s, 'parking'), ...stepFields(s, 'storage')])]);
    expect([...asked].sort()).toEqual([...listingFields].sort());
  });

  it('name the step of a field the server refused, whatever the type', () => {
    expect(stepOfField('title')).toBe('basics');
    expect(stepOfField('barangayCode')).toBe('address');
    expect(stepOfField('vehicleTypes')).toBe('size');
    expect(stepOfField('width')).toBe('size');
    expect(stepOfField('pricePerHour')).toBe('prices');
    expect(stepOfField('photos')).toBe('photos');
    expect(stepOfField('nonsense')).toBeNull();
  });
});
