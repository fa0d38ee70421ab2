import type { CdekCity, CdekPoint, CdekTariffReply, CdekTariffRequest } from '../contract/checkout.js';
import { type Client, type ClientProfile, clientProfile, client as clientSchema } from '../contract/client.js';
import { cdekCitiesAnswer, cdekPointsAnswer, cdekTariffReplyAnswer } from '../contract/compiled/index.js';
import { routes } from '../contract/routes.js';
import { callJson, callVoid } from './call.js';
import type { ApiClient } from './client.js';
import { cdekFinderFailure, cdekTariffsFailure, clientFailure } from './delivery-errors.js';
import { clientInformationFailure, saveClientInformationFailure } from './errors.js';

/** `GET /api/web/client`: the name for the header and the receipt e-mail. */
export function getClient(client: ApiClient): Promise<Client> {
  return callJson(client, { method: 'GET', path: routes.client.path }, clientSchema, clientFailure);
}

/** `GET /api/web/client/information`: the saved profile fields. */
export function getClientInformation(client: ApiClient): Promise<ClientProfile> {
  const request = { method: 'GET', path: routes.clientInformation.path } as const;
  return callJson(client, request, clientProfile, clientInformationFailure);
}

/** `POST /api/web/client/information` */
export function saveClientInformation(client: ApiClient, profile: ClientProfile): Promise<void> {
  const request = { method: 'POST', path: routes.saveClientInformation.path, json: profile } as const;
  return callVoid(client, request, saveClientInformationFailure);
}

/** `POST /api/cdek/get-tariffs`: tariffs and the address of a pickup point. */
export function getCdekTariffs(client: ApiClient, body: CdekTariffRequest): Promise<CdekTariffReply> {
  const request = { method: 'POST', path: routes.cdekTariffs.path, json: body } as const;
  return callJson(client, request, cdekTariffReplyAnswer, cdekTariffsFailure);
}

/** `GET /api/cdek/cities?name=`: CDEK's city suggestions for the pickup-point finder. */
export function searchCdekCities(client: ApiClient, name: string): Promise<CdekCity[]> {
  const request = { method: 'GET', path: routes.cdekCities.path, query: { name } } as const;
  return callJson(client, request, cdekCitiesAnswer, cdekFinderFailure);
}

/** `GET /api/cdek/delivery-points?cityCode=`: the pickup points of a city. */
export function getCdekCityPoints(client: ApiClient, cityCode: number): Promise<CdekPoint[]> {
  const request = { method: 'GET', path: routes.cdekDeliveryPoints.path, query: { cityCode } } as const;
  return callJson(client, request, cdekPointsAnswer, cdekFinderFailure);
}
