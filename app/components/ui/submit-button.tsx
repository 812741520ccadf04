import { useNavigation } from "react-router";
import { Button, type Variant } from "./button";

/** A submit button that shows a pending label while its form is being submitted. */
export function SubmitButton({ label, pendingLabel, variant = "primary", className = "", name, value }: { label: string; pendingLabel: string; variant?: Variant; className?: string; name?: string; value?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  return (
    <Button type="submit" variant={variant} className={className} disabled={pending} aria-disabled={pending} name={name} value={value}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
