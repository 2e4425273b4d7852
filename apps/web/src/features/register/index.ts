export { CountryStateFields } from './components/country-state-fields';
export { RegisterPage } from './components/register-page';
export { ShippingFields } from './components/shipping-fields';
export { RegisterModal } from './dialogs';
export { openRegister } from './stores';
