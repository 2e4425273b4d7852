export { adminWithdrawalsNavItems, adminWithdrawalsRoutes } from './routes';
