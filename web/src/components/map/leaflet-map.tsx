import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { cn } from '@/lib/cn';
import type { LeafletMapProps } from './map-types';
import { useLeafletMap } from './use-leaflet-map';

/**
 * Leaflet (BSD-2-Clause) behind a small React component: our own wrapper, since react-leaflet's
 * licence is not OSI-approved. Markers are HTML labels (divIcons, so no marker images), each a
 * button by keyboard (Enter or Space) as by pointer. Imported lazily by the pages that show a
 * map, so Leaflet and its stylesheet load with them only.
 */
export default function LeafletMap(props: LeafletMapProps) {
  const container = useLeafletMap(props);
  const { label, className } = props;
  return (
    <div role="region" aria-label={label} className={cn('relative isolate z-0', className)}>
      <div ref={container} className="app-map size-full" />
    </div>
  );
}
