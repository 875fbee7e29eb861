import './edit-profile.css';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { editProfileClosed } from '@/models/profile/avatar-upload.model';
import { AvatarSection } from './AvatarSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';

/**
 * /account/edit-profile (issue 17): the customer's picture and their details. A customer's route: the shell sends a
 * guest to sign in first (ADR 0019).
 */
export default function EditProfileScreen() {
  const closed = useUnit(editProfileClosed);
  // When the shopper leaves, a picture picked and not saved is forgotten (an upload under way goes on).
  useEffect(() => () => closed(), [closed]);
  return (
    <section className="screen edit-profile" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        Edit profile
      </h1>
      <AvatarSection />
      <ProfileDetailsForm />
      <p className="edit-profile__back">
        <Link href="/account">Back to your account</Link>
      </p>
    </section>
  );
}
