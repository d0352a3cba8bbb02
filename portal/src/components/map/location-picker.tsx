import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import type L from 'leaflet';
import { type ReactNode, useEffect } from 'react';
import { AttributionControl, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useClientConfig } from '@/lib/client-config';
import { LEAFLET_CREDIT, OFFICE_ICON, OSM_ATTRIBUTION } from './office-map';

const PICK_ZOOM = 15;
/** Six decimals: about 10 cm, more than a door needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export interface Place {
  latitude: number;
  longitude: number;
}

interface LocationPickerProps {
  value: Place;
  onChange: (place: Place) => void;
  /** The map's accessible name and the marker's, in the page's words. */
  label: string;
  caption?: ReactNode;
}

/** A click on the map moves the marker there; dragging the marker does too. */
function ClickToPick({ onChange }: { onChange: (place: Place) => void }) {
  useMapEvents({ click: (event) => onChange({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }) });
  return null;
}

/** A place typed in the fields is brought into view. */
function FollowPlace({ value }: { value: Place }) {
  const map = useMap();
  useEffect(() => {
    if (Number.isFinite(value.latitude) && Number.isFinite(value.longitude)) map.panTo([value.latitude, value.longitude]);
  }, [map, value.latitude, value.longitude]);
  return null;
}

/** Chooses a point (an office's door) on the deployment's map; without tiles the click still picks coordinates. */
export function LocationPicker({ value, onChange, label, caption }: LocationPickerProps) {
  const tileUrl = useClientConfig().data?.mapTileUrl;
  const position: [number, number] = [value.latitude, value.longitude];
  return (
    <Box component="figure" m={0}>
      <Box
        h={280}
        aria-label={label}
        role="group"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)', cursor: 'crosshair' }}
      >
        <MapContainer center={position} zoom={PICK_ZOOM} scrollWheelZoom={false} attributionControl={false} style={{ height: '100%' }}>
          <AttributionControl prefix={LEAFLET_CREDIT} />
          {tileUrl && (
            <TileLayer url={tileUrl} attribution={tileUrl.includes('openstreetmap.org') ? OSM_ATTRIBUTION : undefined} />
          )}
          <ClickToPick onChange={onChange} />
          <FollowPlace value={value} />
          <Marker
            position={position}
            icon={OFFICE_ICON}
            alt={label}
            draggable
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                onChange({ latitude: round(lat), longitude: round(lng) });
              },
            }}
          />
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
