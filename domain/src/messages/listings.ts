/**
 * Copy for listings (docs/product/marketplace.md#listings): field messages of the listing
 * form, the status machine's refusals, photos, availability blocks, moderation and the
 * host's emails. Our wording: the spec fixes none of it. Address messages are in places.ts.
 */
export const listingMessages = {
  fields: {
    type: 'Choose the type of space: storage, parking or warehouse',
    title: 'Title must be between 5 and 100 characters',
    description: 'Description must be between 20 and 5,000 characters',
    latitude: 'Place the pin on the map',
    longitude: 'Place the pin on the map',
    pinOutsidePhilippines: 'The pin must be in the Philippines',
    width: 'Width must be between 0.1 and 1,000 metres',
    length: 'Length must be between 0.1 and 1,000 metres',
    height: 'Height must be between 0.1 and 100 metres',
    sizeRequired: 'Enter the width and length in metres',
    vehicleTypes: 'Choose the vehicles that fit: motorcycle, sedan, SUV / pickup, van or truck',
    vehicleTypesRequired: 'Choose at least one vehicle that fits',
    covered: 'Choose whether the parking is covered or open',
    features: 'Choose features from the list',
    accessHours: 'Access hours must be at most 100 characters',
    accessHoursRequired: 'Enter the access hours, for example 24/7 or Mon–Sat 8 AM–6 PM',
    accessInstructions: 'Access instructions must be at most 1,000 characters',
    price: 'A price must be a whole number of centavos from ₱1 to ₱10,000,000',
    priceRequired: 'Enter at least one price: per day or per month (or per hour for parking)',
    hourlyParkingOnly: 'Only parking can have an hourly price',
    minDuration: 'Minimum duration must be a whole number from 1 to 365',
    minDurationUnit: 'Minimum duration is counted in hours, days or months',
    hourlyMinimumNeedsHourlyPrice: 'A minimum in hours needs an hourly price',
    capacity: 'Capacity must be a whole number of units from 1 to 1,000',
    instantBook: 'Choose instant book or request to book',
    cancellationPolicy: 'Choose a cancellation policy: flexible, moderate or strict',
    noticePeriodDays: 'Choose the notice a renter gives to end a monthly rental: none, 7, 14 or 30 days',
    securityDeposit: "A security deposit must be at most two months' rent or ₱20,000, whichever is less",
    /** The deposit asked is above this listing's cap (two months' rent by its prices, at most ₱20,000). */
    securityDepositCap: (cap: string) =>
      `A security deposit must be at most two months' rent or ₱20,000, whichever is less: ${cap} for these prices`,
  },
  notFound: 'Listing not found',
  archived: 'An archived listing cannot be changed.',
  /** Why an action was refused in the listing's present status. */
  notAllowed: (action: string, status: string) => `A listing that is ${status} cannot be ${action}.`,
  incomplete: 'Some details are missing or not valid. Check the marked fields before you submit.',
  verificationRequired: (missing: string) => `Before you publish a listing, verify your ${missing}.`,
  verificationItems: { email: 'email address', phone: 'phone number', id: 'government ID' },
  /** security.backgroundCheckRequired: the check staff make once the host's ID is approved. */
  backgroundCheckPending:
    'Our team must also complete your background check (it starts once your government ID is approved); we will email you when it is done.',
  backgroundCheckOnly:
    'Before you publish a listing, our team must complete your background check. We will email you when it is done.',
  capacityBelowBlocks: (units: number, date: string) =>
    `Capacity cannot be lower than the ${units} units blocked or booked on ${date}. Remove or shrink the blocks that day first; booked units stay until their booking ends.`,
  statusLabels: {
    draft: 'Draft',
    pending_review: 'Pending review',
    active: 'Active',
    paused: 'Paused',
    rejected: 'Rejected',
    archived: 'Archived',
  },
  /** Past participles for notAllowed: 'A listing that is draft cannot be approved.' */
  actionDone: {
    submit: 'submitted',
    approve: 'approved',
    reject: 'rejected',
    pause: 'paused',
    resume: 'resumed',
    archive: 'archived',
    back_to_review: 'sent back to review',
  },
  photos: {
    missing: 'Choose one or more photos to upload.',
    required: 'Add at least one photo before you submit the listing.',
    lastPhoto: 'A listing under review or live needs at least one photo. Add another before you delete this one.',
    tooMany: (max: number, left: number) =>
      left > 0
        ? `A listing can have at most ${max} photos: you can add ${left} more.`
        : `A listing can have at most ${max} photos. Delete one to add another.`,
    unreadable: 'This image could not be read. Please choose another file.',
    tooSmall: (w: number, h: number) => `Photos must be at least ${w} × ${h} pixels.`,
    tooManyPixels: 'This image is too large to process. Please choose a smaller photo.',
    /** A refusal about one file of several: the form shows it beside the photo picker. */
    forFile: (filename: string, message: string) => `${filename}: ${message}`,
    notFound: 'Photo not found',
    orderMismatch: 'Send every photo of the listing exactly once, in the new order.',
    unexpectedField: (field: string) => `Unexpected field "${field}"`,
  },
  blocks: {
    month: 'Month must look like 2026-03',
    date: 'Dates must look like 2026-03-31',
    startDate: 'Choose a start date',
    endDate: 'Choose an end date',
    endBeforeStart: 'The end date cannot be before the start date',
    inPast: 'The start date cannot be in the past',
    tooLong: 'A block can be at most 366 days long',
    tooFar: 'Blocks can be set at most two years ahead',
    units: 'Units must be a whole number from 1 to 1,000',
    note: 'A note must be at most 200 characters',
    overCapacity: (date: string, free: number) =>
      free > 0
        ? `Only ${free} ${free === 1 ? 'unit is' : 'units are'} free on ${date}.`
        : `No units are free on ${date}.`,
    notFound: 'Block not found',
  },
  moderation: {
    reason: 'Give a reason between 5 and 500 characters',
    approvedSubject: (title: string) => `Your listing is live: ${title}`,
    approvedBody: (name: string, title: string, link: string, platform: string) =>
      `Hi ${name},\n\nYour listing “${title}” has been approved and is now live on ${platform}. Clients can find and book it.\n\nManage it here: ${link}\n\n— ${platform}`,
    rejectedSubject: (title: string) => `Your listing needs changes: ${title}`,
    rejectedBody: (name: string, title: string, reason: string, link: string, platform: string) =>
      `Hi ${name},\n\nWe could not publish your listing “${title}”, for this reason:\n\n${reason}\n\nEdit the listing and submit it again: ${link}\n\n— ${platform}`,
    pausedSubject: (title: string) => `Your listing has been paused: ${title}`,
    pausedBody: (name: string, title: string, reason: string | null, platform: string) =>
      `Hi ${name},\n\nA moderator paused your listing “${title}”, so clients cannot find or book it for now.${
        reason ? `\n\nThe reason:\n\n${reason}` : ''
      }\n\nContact support if you have questions.\n\n— ${platform}`,
  },
} as const;
