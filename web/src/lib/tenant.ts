// The company (tenant) of the host the app runs on, and the hosts of other companies.
import { useEffect, useState } from 'react';
import type { DomainCheck } from '../types/api';
import { api } from './api';

/** The API's name for "this host has no tenant" (spec/product-rules.md "Tenancy"). */
const NO_TENANT = 'default';

let hostTenant: Promise<DomainCheck> | null = null;
let knownTenant: DomainCheck | undefined;

/** `GET /api/tenant`, asked once per page load: the host does not change. */
export function getHostTenant(): Promise<DomainCheck> {
  hostTenant ??= api.get<DomainCheck>('/tenant').then(
    (tenant) => (knownTenant = tenant),
    (error: unknown) => {
      hostTenant = null; // ask again next time
      throw error;
    },
  );
  return hostTenant;
}

/** The host of every company: the current host without its company label (acme.localhost -> localhost). */
export function baseHost(tenant: Pick<DomainCheck, 'domain'> | null, location: Pick<Location, 'host'> = window.location) {
  const host = location.host;
  if (tenant && tenant.domain !== NO_TENANT && host.toLowerCase().startsWith(`${tenant.domain}.`)) {
    return host.slice(tenant.domain.length + 1);
  }
  return host;
}

/** The address of a path on a company's host, the port kept: http://acme.localhost:8787/login. */
export function companyUrl(
  slug: string,
  path: string,
  tenant: Pick<DomainCheck, 'domain'> | null,
  location: Pick<Location, 'host' | 'protocol'> = window.location,
) {
  return `${location.protocol}//${slug}.${baseHost(tenant, location)}${path}`;
}

/**
 * The company of this host for screens: `data` is `{ domain, exists, name }`, undefined while
 * loading or when the API cannot be reached. Without SWR: the public screens (the login screen)
 * do not load it.
 */
export function useHostTenant(): { data: DomainCheck | undefined } {
  const [tenant, setTenant] = useState(knownTenant);
  useEffect(() => {
    if (tenant) return;
    let current = true;
    getHostTenant().then(
      (answer) => current && setTenant(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [tenant]);
  return { data: tenant };
}
