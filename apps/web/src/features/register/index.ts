export { CountryStateFields } from './components/country-state-fields';
export { RegisterModal } from './components/register-modal';
export { RegisterPage } from './components/register-page';
export { ShippingFields } from './components/shipping-fields';
export { openRegister } from './stores';
