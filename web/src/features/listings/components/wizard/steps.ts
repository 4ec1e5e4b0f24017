import type { ListingField } from '@espasyo/domain/listings/schema';
import type { ListingType } from '@espasyo/domain/listings/fields';

/**
 * The listing form's steps, in order (issue 11): what the host is asked, a step at a time. Each
 * step saves its fields as a draft, so the address (`?step=…`) is enough to come back to it.
 */
export const wizardSteps = ['type', 'basics', 'address', 'size', 'features', 'photos', 'prices', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The steps' names by key (`listingWizard.steps` in the page's language): the size step of parking is 'vehicles'. */
export type StepLabels = Record<WizardStep | 'vehicles', string>;

/** The step's name in `labels`; parking is described by the vehicles it fits, not by its size. */
export function stepLabel(step: WizardStep, type: ListingType | null | undefined, labels: StepLabels): string {
  return labels[step === 'size' && type === 'parking' ? 'vehicles' : step];
}

/** The fields a step asks for (photos are saved as they upload; the review asks for nothing). */
export function stepFields(step: WizardStep, type: ListingType | null | undefined): ListingField[] {
  switch (step) {
    case 'type':
      return ['type'];
    case 'basics':
      return ['title', 'description'];
    case 'address':
      return [
        'regionCode',
        'provinceCode',
        'cityCode',
        'barangayCode',
        'street',
        'postalCode',
        'latitude',
        'longitude',
      ];
    case 'size':
      return type === 'parking' ? ['vehicleTypes', 'covered'] : ['width', 'length', 'height'];
    case 'features':
      return ['features', 'accessHours', 'accessInstructions'];
    case 'prices':
      return [
        ...(type === 'parking' ? (['pricePerHour'] as const) : []),
        'pricePerDay',
        'pricePerMonth',
        'noticePeriodDays',
        'securityDeposit',
        'minDuration',
        'minDurationUnit',
        'capacity',
        'instantBook',
        'cancellationPolicy',
      ];
    default:
      return [];
  }
}

/** The step that asks for a field the server refused ('photos': the photos step), whatever the type; or null. */
export function stepOfField(field: string): WizardStep | null {
  if (field === 'photos') return 'photos';
  const asks = (step: WizardStep) =>
    [...stepFields(step, 'storage'), ...stepFields(step, 'parking')].includes(field as ListingField);
  return wizardSteps.find(asks) ?? null;
}

/** The step named in the address, or the first one after the type (a listing always has its type). */
export function stepFromSearch(value: string | null): WizardStep {
  return wizardSteps.includes(value as WizardStep) ? (value as WizardStep) : 'basics';
}

export const stepNumber = (step: WizardStep) => wizardSteps.indexOf(step) + 1;
export const nextStep = (step: WizardStep): WizardStep | null => wizardSteps[wizardSteps.indexOf(step) + 1] ?? null;
export const previousStep = (step: WizardStep): WizardStep | null => wizardSteps[wizardSteps.indexOf(step) - 1] ?? null;
