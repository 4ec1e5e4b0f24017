import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Wallet, walletEntriesPageSchema } from '@espasyo/domain/contracts/money';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export type WalletEntriesPage = z.infer<typeof walletEntriesPageSchema>;

/** A page of the full history: as many as the wallet's latest entries, so page 1 is what the wallet shows. */
export const ENTRIES_PAGE_SIZE = 10;

/** GET /api/host/wallet: balances, earnings becoming available, the latest entries and the payout rules. */
export const walletQuery = () =>
  queryOptions({
    queryKey: walletKeys.summary,
    queryFn: ({ signal }) => api.get<Wallet>('/api/host/wallet', signal),
  });

export function useWallet() {
  return useQuery(walletQuery());
}

/** GET /api/host/wallet/entries?page=…: one page of every movement of the host's money, newest first. */
export const walletEntriesQuery = (page: number) =>
  queryOptions({
    queryKey: walletKeys.entryPage(page),
    queryFn: ({ signal }) =>
      api.get<WalletEntriesPage>(href('/api/host/wallet/entries', { page, pageSize: ENTRIES_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });

export function useWalletEntries(page: number, enabled: boolean) {
  return useQuery({ ...walletEntriesQuery(page), enabled });
}
