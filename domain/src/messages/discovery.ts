/**
 * Copy for discovery (docs/product/marketplace.md#discovery): the search parameters' refusals,
 * the live price quote and favourites. Our wording: the spec fixes none of it.
 */
export const discoveryMessages = {
  search: {
    q: 'Search text must be at most 200 characters',
    point: 'A location needs a latitude from -90 to 90 and a longitude from -180 to 180, like 14.5547,121.0244',
    pointTogether: 'A location needs both a latitude and a longitude',
    type: 'Choose a type: storage, parking or warehouse',
    price: 'A price must be a whole number of centavos from 0 to ₱10,000,000',
    priceOrder: 'The lowest price cannot be above the highest',
    priceUnit: 'Prices are compared per hour, per day or per month',
    area: 'A size must be a number of square metres from 0 to 1,000,000',
    areaOrder: 'The smallest size cannot be above the largest',
    features: 'Choose features from the list',
    vehicle: 'Choose a vehicle: motorcycle, sedan, SUV / pickup, van or truck',
    instantBook: 'Instant book is true or false',
    minRating: 'The minimum rating must be a number from 0 to 5',
    date: 'Dates must look like 2026-03-31',
    datesTogether: 'Choose both a start date and an end date',
    endBeforeStart: 'The end date cannot be before the start date',
    tooLong: 'Choose at most 366 days',
    inPast: 'The start date cannot be in the past',
    tooFar: 'Choose dates within the next two years',
    units: 'Units must be a whole number from 1 to 1,000',
    sort: 'Sort by relevance, distance, price (low to high or high to low), rating or newest',
    distanceNeedsPlace: 'Sorting by distance needs a place or your location',
    page: 'Page must be a whole number from 1 to 15',
    /** The search form takes pesos (the address carries centavos). */
    pricePesos: 'Enter an amount in pesos from 0 to ₱10,000,000, like 1,500',
  },
  quote: {
    hours: 'Hours must be a whole number from 1 to 24',
    hoursOneDay: 'An hourly booking starts and ends on the same day',
    noHourlyPrice: 'This space is not rented by the hour',
    noDailyPrice: 'This space is rented by the hour only: choose a number of hours within one day',
    atLeast: (minimum: string) => `This space is rented for at least ${minimum}.`,
    unavailable: (date: string, free: number, units: number) =>
      free > 0
        ? `Only ${free} of the ${units} ${units === 1 ? 'unit' : 'units'} you asked for ${free === 1 ? 'is' : 'are'} free on ${date}.`
        : `No units are free on ${date}.`,
    tooLarge: 'This stay is too large to price in one booking: choose fewer units or a shorter stay',
    duration: (n: number, unit: 'hour' | 'day' | 'month') => `${n} ${unit}${n === 1 ? '' : 's'}`,
  },
  favorites: {
    clientsOnly: 'Only client accounts keep favourites and recently viewed spaces.',
  },
} as const;
