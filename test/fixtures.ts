// Valid bodies for the public writes, shared by the rate-limit and fuzz suites.
import { uniqueEmail } from "./helpers";

export const validContact = () => ({
  name: "Dana Whitfield",
  company: "Northwind Logistics",
  email: uniqueEmail("contact"),
  phone: "",
  interest: "staff-augmentation",
  message: "We need two senior React engineers for a six-month engagement.",
});

export const validApplication = () => ({
  fullName: "Valentina Cruz",
  email: uniqueEmail("candidate"),
  phone: "+506 8888 1234",
  resume: "https://www.linkedin.com/in/valentina-cruz",
  consent: "on",
  coverLetter:
    "I have six years of experience building React and Node products for US clients, and I would love to join.",
});

export const validSubscriber = () => ({ email: uniqueEmail("reader"), name: "Reader" });
