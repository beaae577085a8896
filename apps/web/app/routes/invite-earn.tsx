import { useState } from "react";
import { useNavigate, type MetaFunction } from "react-router";
import { commerceMeta, InviteDialog } from "../features/commerce";
import Home from "./home";

// The home page under the dialog reads its content and newest posts through useLoaderData:
// this route loads what the home route loads.
export { loader } from "./home";

export const meta: MetaFunction = (args) => commerceMeta(args, "invite");

/** The home page with the invite dialog open (the spec's home child route invite-earn). */
export default function InviteEarn() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Home />
      <InviteDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void navigate("/", { preventScrollReset: true });
        }}
      />
    </>
  );
}
