// Who a task may be given to (the assignees themselves are read with tessera-contracts' assigneesOf).

export interface AssignableUser {
  /** The user id (e-mail). */
  id: string;
  fullName: string;
}
