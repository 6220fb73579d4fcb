/** Register (issue #13): placeholder until its screen lands. */
export function RegisterPage() {
  return <h1>Register</h1>;
}
