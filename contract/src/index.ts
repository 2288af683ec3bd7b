export * from './choices';
export * from './auth';
export * from './common';
export * from './messages';
export * from './applications';
export * from './companies';
export * from './jobs';
export * from './cv';
export * from './company-profile';
export * from './company-jobs';
export * from './subscription';
export * from './bookkeeping';
export * from './page-forms';
<<<<<<< HEAD
export * from './moderation';
=======
export * from './staff';
>>>>>>> i18a
