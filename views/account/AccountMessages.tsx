/** Alerts (role=alert) and confirmations (role=status) of the account pages. */
export function AccountMessages({ alerts, statuses }: { alerts: string[]; statuses: string[] }) {
  return (
    <>
      {alerts.length ? <div className="account-message account-alert" role="alert">{alerts.map((text) => <p key={text}>{text}</p>)}</div> : null}
      {statuses.length ? <div className="account-message" role="status">{statuses.map((text) => <p key={text}>{text}</p>)}</div> : null}
    </>
  );
}
