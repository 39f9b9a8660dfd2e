import dynamic from 'next/dynamic';

export const load = () => import('./Boom');
export default dynamic(() => import('./Boom'));
