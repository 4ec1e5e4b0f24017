import { useQuery } from '@tanstack/react-query';
import type { Advisories } from '@espasyo/domain/contracts/force-majeure';
import { apiQuery } from '@/lib/api-query';

export const advisoryKeys = { list: ['advisories'] as const };

/** GET /api/advisories: the declared events, not withdrawn, the latest first (read by the server before it renders). */
export const advisoriesQuery = () => apiQuery<Advisories>(advisoryKeys.list, '/api/advisories');

export const useAdvisories = () => useQuery(advisoriesQuery());
