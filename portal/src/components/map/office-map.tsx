import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import L from 'leaflet';
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { type ReactNode, useEffect } from 'react';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { useClientConfig } from '@/lib/client-config';

/**
 * Leaflet's default marker finds its images by a CSS path guess that breaks in a bundle (and would point at a CDN);
 * the images are imported so the bundler ships them with the portal, which works without internet.
 */
export const OFFICE_ICON = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIconRetina,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** OpenStreetMap's tiles may only be shown with this credit; other tile servers bring their own terms. */
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Leaflet's credit as plain text (its default one carries a flag icon). */
export const LEAFLET_CREDIT = '<a href="https://leafletjs.com">Leaflet</a>';

const OFFICE_ZOOM = 16;

/** An office where it stands. */
export interface MapOffice {
  id: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

interface OfficeMapProps {
  offices: MapOffice[];
  /** The marker's accessible name, in the page's words. */
  markerLabel: (office: MapOffice) => string;
  /** Written under the map (the address, or how to choose). */
  caption?: ReactNode;
  /** With `onSelect`, a marker chooses its office; the others are dimmed once one is chosen. */
  selected?: number | null;
  onSelect?: (office: MapOffice) => void;
}

const positionOf = (office: MapOffice): [number, number] => [office.latitude, office.longitude];

/** Several offices are framed together; a map not laid out yet (no size) keeps the first office's view. */
function FrameOffices({ offices }: { offices: MapOffice[] }) {
  const map = useMap();
  useEffect(() => {
    if (offices.length < 2 || map.getSize().x === 0) return;
    map.fitBounds(L.latLngBounds(offices.map(positionOf)), { padding: [32, 32], maxZoom: OFFICE_ZOOM });
  }, [map, offices]);
  return null;
}

/**
 * Offices on the map, with the tile server the deployment configures (`mapTileUrl`). Without tiles (none configured,
 * or none reachable) the markers still stand; texts come from the page, which knows what the map is for.
 */
export function OfficeMap({ offices, markerLabel, caption, selected = null, onSelect }: OfficeMapProps) {
  const tileUrl = useClientConfig().data?.mapTileUrl;
  const first = offices[0];
  if (!first) return null;
  return (
    <Box component="figure" m={0}>
      <Box
        h={320}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        <MapContainer
          center={positionOf(first)}
          zoom={OFFICE_ZOOM}
          scrollWheelZoom={false}
          attributionControl={false}
          style={{ height: '100%' }}
        >
          <AttributionControl prefix={LEAFLET_CREDIT} />
          {tileUrl && (
            <TileLayer url={tileUrl} attribution={tileUrl.includes('openstreetmap.org') ? OSM_ATTRIBUTION : undefined} />
          )}
          <FrameOffices offices={offices} />
          {offices.map((office) => (
            <Marker
              key={office.id}
              position={positionOf(office)}
              icon={OFFICE_ICON}
              title={office.name}
              alt={markerLabel(office)}
              opacity={selected === null || selected === office.id ? 1 : 0.5}
              eventHandlers={onSelect ? { click: () => onSelect(office) } : undefined}
            >
              <Popup>
                <strong>{office.name}</strong>
                <br />
                {office.address}
              </Popup>
            </Marker>
          ))}
        </MapContainer>
      </Box>
      {caption && (
        <Text component="figcaption" size="sm" mt="xs">
          {caption}
        </Text>
      )}
    </Box>
  );
}
