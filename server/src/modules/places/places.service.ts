import { AppError, ErrorCode, placesMessages } from '@espasyo/domain';
import {
  barangaysOf,
  cityLocation,
  citiesOf,
  findCity,
  findProvince,
  findRegion,
  provincesOf,
  regions,
} from '@espasyo/domain/places/index';

/**
 * The PSGC hierarchy a level at a time for the address picker (decision 0016): the children of
 * one place, in the data's order (regions as the PSA lists them, the rest by name). A code the
 * list does not have is a 404, so a stale link in a form says so instead of showing nothing.
 */

const notFound = () => new AppError(ErrorCode.notFound, placesMessages.notFound);

export const regionOptions = () => ({ items: regions().map(({ code, name }) => ({ code, name })) });

export function provinceOptions(regionCode: string) {
  if (!findRegion(regionCode)) throw notFound();
  return { items: provincesOf(regionCode).map(({ code, name }) => ({ code, name })) };
}

/** Cities and municipalities with their centre from the gazetteer, where a new listing's pin starts. */
export function cityOptions(provinceCode: string) {
  if (!findProvince(provinceCode)) throw notFound();
  return {
    items: citiesOf(provinceCode).map(({ code, name, kind }) => {
      const at = cityLocation(code);
      return { code, name, kind, lat: at?.lat ?? null, lng: at?.lng ?? null };
    }),
  };
}

export function barangayOptions(cityCode: string) {
  if (!findCity(cityCode)) throw notFound();
  return {
    items: barangaysOf(cityCode).map(({ code, name, district }) => ({ code, name, district: district ?? null })),
  };
}
