import { defaults } from 'ol/control/defaults';
import styled from 'styled-components';
import { COLOR_MAR } from './capaBase';

/** OpenLayers' default controls (zoom, attribution) with Spanish tips; no rotate button. */
export function controlesMapa() {
  return defaults({
    rotate: false,
    zoomOptions: { zoomInTipLabel: 'Acercar', zoomOutTipLabel: 'Alejar' },
    attributionOptions: { tipLabel: 'Atribución' },
  });
}

/**
 * The element an OpenLayers map draws into: the sea as background and OpenLayers' control
 * styles in the portal's theme. Here rather than ol/ol.css, which would add a stylesheet chunk
 * to each remote, in OpenLayers' own colours. Each map sets its height.
 */
export const MarcoMapa = styled.div`
  position: relative;
  width: 100%;
  background: ${COLOR_MAR};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  .ol-viewport,
  .ol-unselectable {
    user-select: none;
    -webkit-tap-highlight-color: transparent;
  }
  .ol-hidden {
    display: none;
  }
  .ol-control {
    position: absolute;
    background: rgba(255, 255, 255, 0.85);
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 2px;
  }
  .ol-control button {
    display: block;
    margin: 1px;
    width: 30px;
    height: 30px;
    border: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: 1.1rem;
    line-height: 1;
    cursor: pointer;
  }
  .ol-control button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .ol-zoom {
    top: 8px;
    left: 8px;
  }
  .ol-attribution {
    right: 8px;
    bottom: 8px;
    display: flex;
    flex-direction: row-reverse;
    align-items: center;
    max-width: calc(100% - 16px);
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .ol-attribution ul {
    margin: 0 4px;
    padding: 0;
    list-style: none;
  }
  .ol-attribution.ol-collapsed ul,
  .ol-attribution.ol-uncollapsible button {
    display: none;
  }
  .ol-attribution:not(.ol-collapsed) {
    background: rgba(255, 255, 255, 0.9);
  }
`;
