// The searches bench/search.mjs and bench/scale.mjs send to GET /api/listings: what people type on
// the landing page and the browse page (/spaces), with filters, dates and the three sort orders.
const day = (n) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const q = (text) => `q=${encodeURIComponent(text)}`;

export const searchMix = [
  `/api/listings?${q('Makati parking')}`,
  `/api/listings?${q('BGC self storage')}`,
  `/api/listings?${q('storage near Ortigas')}`,
  `/api/listings?${q('Quezon City warehouse')}`,
  `/api/listings?${q('Manila storage units')}&maxPrice=500000&minArea=4`,
  `/api/listings?${q('Cebu parking')}&instantBook=true`,
  `/api/listings?${q('Davao storage')}&features=cctv`,
  `/api/listings?${q('Makati parking')}&from=${day(7)}&to=${day(9)}&units=2`,
  `/api/listings?${q('Pasig storage')}&from=${day(14)}&to=${day(44)}`,
  `/api/listings?${q('Iloilo warehouse')}&sort=price_asc`,
  `/api/listings?${q('14.5547,121.0244')}&type=parking&sort=distance`,
  `/api/listings?${q('Mandaluyong storage')}&sort=rating&minRating=4`,
  `/api/listings?${q('covered parking Taguig')}`,
  `/api/listings?${q('Quezon City storage')}&page=2`,
];
