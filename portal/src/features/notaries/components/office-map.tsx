import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import L from 'leaflet';
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useTranslation } from 'react-i18next';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import type { OfficePlace } from '@/lib/api';
import { useClientConfig } from '@/lib/client-config';

/**
 * Leaflet's default marker finds its images by a CSS path guess that breaks in a bundle (and would point at a CDN);
 * the images are imported so the bundler ships them with the portal, which works without internet.
 */
const OFFICE_ICON = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIconRetina,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** OpenStreetMap's tiles may only be shown with this credit; other tile servers bring their own terms. */
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Leaflet's credit as plain text (its default one carries a flag icon). */
const LEAFLET_CREDIT = '<a href="https://leafletjs.com">Leaflet</a>';

const OFFICE_ZOOM = 16;

/**
 * The office on the map, with the tile server the deployment configures (`mapTileUrl`). Without tiles (none
 * configured, or none reachable) the marker still stands, and the address is always written under the map.
 */
export function OfficeMap({ office }: { office: OfficePlace }) {
  const { t } = useTranslation();
  const tileUrl = useClientConfig().data?.mapTileUrl;
  const position: [number, number] = [office.latitude, office.longitude];
  return (
    <Box component="figure" m={0}>
      <Box
        h={320}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        <MapContainer
          center={position}
          zoom={OFFICE_ZOOM}
          scrollWheelZoom={false}
          attributionControl={false}
          style={{ height: '100%' }}
        >
          <AttributionControl prefix={LEAFLET_CREDIT} />
          {tileUrl && (
            <TileLayer url={tileUrl} attribution={tileUrl.includes('openstreetmap.org') ? OSM_ATTRIBUTION : undefined} />
          )}
          <Marker position={position} icon={OFFICE_ICON} title={office.name} alt={t('notaries.map.marker', { office: office.name })}>
            <Popup>
              <strong>{office.name}</strong>
              <br />
              {office.address}
            </Popup>
          </Marker>
        </MapContainer>
      </Box>
      <Text component="figcaption" size="sm" mt="xs">
        {t('notaries.map.caption', { address: office.address })}
      </Text>
    </Box>
  );
}
