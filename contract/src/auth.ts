import Type from 'typebox';
import { CurrentUser } from './contact.js';

export const SignInBody = Type.Object({
  email: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 1 }),
});

export const SignInAnswer = Type.Object({ token: Type.String(), user: CurrentUser });

export const ResetRequestBody = Type.Object({ email: Type.String({ minLength: 1, format: 'email' }) });

export const ResetPasswordBody = Type.Object({ person: Type.Integer(), token: Type.String(), password: Type.String() });

export const LoginWithMsQuery = Type.Object({ state: Type.Optional(Type.String()) });
