import OlMap from 'ol/Map';
import GeoJSON from 'ol/format/GeoJSON';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { CLASE_CAPA_BASE, capaBase, ponerCapaBase } from './capaBase';

const TESELAS = 'https://teselas.example.mx/{z}/{x}/{y}.png';

describe('capaBase', () => {
  it('draws the configured tiles (MAP_TILE_URL) when the server has them', () => {
    const capa = capaBase({ tile_url: TESELAS, attribution: '© Teselas de ejemplo' });
    expect(capa).toBeInstanceOf(TileLayer);
    expect(capa.getClassName()).toBe(CLASE_CAPA_BASE);
    const source = capa.getSource();
    expect(source).toBeInstanceOf(XYZ);
    expect(source instanceof XYZ && source.getUrls()).toEqual([TESELAS]);
  });

  it('draws the offline basemap shipped with the package when nothing is configured or the setting is unknown', () => {
    for (const config of [{ tile_url: null, attribution: null }, null]) {
      const capa = capaBase(config);
      expect(capa).toBeInstanceOf(VectorLayer);
      expect(capa.getClassName()).toBe(CLASE_CAPA_BASE);
      const source = capa.getSource();
      expect(source).toBeInstanceOf(VectorSource);
      // jest maps the .geojson asset to its file stub; rspack to the asset's URL.
      expect(source instanceof VectorSource && source.getUrl()).toBe('test-file-stub');
      expect(source instanceof VectorSource && source.getFormat()).toBeInstanceOf(GeoJSON);
    }
  });
});

describe('ponerCapaBase', () => {
  it('puts the basemap under the map’s layers and takes it away again', () => {
    const pines = new VectorLayer({ source: new VectorSource() });
    const map = new OlMap({ layers: [pines] });
    const quitar = ponerCapaBase(map, { tile_url: TESELAS, attribution: null });
    const capas = map.getLayers().getArray();
    expect(capas).toHaveLength(2);
    expect(capas[0]).toBeInstanceOf(TileLayer);
    expect(capas[1]).toBe(pines);
    quitar();
    expect(map.getLayers().getArray()).toEqual([pines]);
  });
});
