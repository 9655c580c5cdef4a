import { useEffect, useState } from 'react';
import type { MapaConfig } from '@verifica/contracts';
import { http } from '@verifica/shared';

/** The server's basemap setting (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), for every map of the portal. */
export const MAPA_CONFIG_URL = '/api/reportes/mapa_config';

/**
 * Reads the basemap setting when a map mounts: undefined until the server answers (draw no
 * basemap yet), null when the call fails (the offline basemap).
 */
export function useMapaConfig(): MapaConfig | null | undefined {
  const [config, setConfig] = useState<MapaConfig | null | undefined>(undefined);
  useEffect(() => {
    let vigente = true;
    http.get<MapaConfig>(MAPA_CONFIG_URL).then(
      ({ data }) => vigente && setConfig(data),
      () => vigente && setConfig(null),
    );
    return () => {
      vigente = false;
    };
  }, []);
  return config;
}
