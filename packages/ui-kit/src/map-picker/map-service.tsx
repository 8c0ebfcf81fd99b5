import { createContext, useContext } from 'react';

/**
 * What the app knows of its maps service: the key (none: places are typed in by hand) and, while there is
 * none, how an administrator sets one. The app reads both at run time and provides them once, so every map
 * picker gets them however deep it sits (a template form's map item, an edit page's location field).
 */
export interface MapService {
  readonly mapKey?: string;
  readonly setupHint?: string;
}

const MapServiceContext = createContext<MapService>({});

export const MapServiceProvider = MapServiceContext.Provider;

export const useMapService = (): MapService => useContext(MapServiceContext);
