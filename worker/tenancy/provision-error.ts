/** Why a tenant could not be created (features/tenants/provision.ts, the Turso Platform API): told to the operator as is. */
export class ProvisionError extends Error {}
