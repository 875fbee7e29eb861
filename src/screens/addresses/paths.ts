/** The address book's routes (src/app/routes.ts). */
export const ADDRESSES_PATH = '/account/addresses';
export const ADD_ADDRESS_PATH = '/account/add-address';
