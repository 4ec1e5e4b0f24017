import { PageHeader } from '../../../components/ui/page-header';

/** Minimal route module; the feature's own issue replaces it with the real page. */
export default function Page() {
  return (
    <>
      <title>Host Dashboard · Espasyo</title>
      <PageHeader title="Host Dashboard" />
    </>
  );
}
