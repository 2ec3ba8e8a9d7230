-- One database per service (architecture §3); runs once, on the first start of an empty volume.
CREATE DATABASE identity;
CREATE DATABASE imaging;
CREATE DATABASE billing;
CREATE DATABASE admin;
